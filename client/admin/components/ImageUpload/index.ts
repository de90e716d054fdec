export { ImageUpload, type ImageUploadProps, type MultipleImageUploadProps, type SingleImageUploadProps } from "./ImageUpload.tsx";
