export * from "./BannerForm.tsx";
