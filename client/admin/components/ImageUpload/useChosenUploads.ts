import { useEffect, useRef, useState } from "react";
import type { UploadTracker } from "../../hooks/useEditorForm.ts";
import { problemWith, useImageUpload } from "../../hooks/useImageUpload.ts";

/** One chosen file: its local preview, its pixel size once read, and how its upload goes. */
export interface ChosenImage {
  key: number;
  name: string;
  bytes: number;
  /**
   * The file as a data: URL, for the preview, once read ("" until then). Not an object URL: the
   * admin's Content-Security-Policy allows data: images, not blob: ones.
   */
  preview: string;
  width?: number;
  height?: number;
  /** The share uploaded, 0 to 1. */
  progress: number;
  status: "uploading" | "done" | "failed";
  /** The /media URL, once uploaded. */
  url?: string;
  /** Why the upload failed, in words. */
  error?: string;
}

interface Options {
  uploads: UploadTracker;
  /** The uploaded /media URLs, in the order chosen, each time one more is uploaded. */
  onChange(urls: string[]): void;
  /** Empties the file input (so that `required` applies again). */
  clearInput(): void;
}

let nextKey = 0;

/** Reads a chosen file for its preview: its data: URL and, when the browser can show it, its pixel size. */
function readPreview(file: File): Promise<Pick<ChosenImage, "preview" | "width" | "height">> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onerror = () => resolve({ preview: "" });
    reader.onload = () => {
      const preview = String(reader.result);
      const img = new Image();
      img.onload = () => resolve({ preview, width: img.naturalWidth, height: img.naturalHeight });
      // Not an image the browser can show (whatever its name and type claim): no preview at all,
      // rather than a broken picture; the upload's refusal says what is wrong.
      img.onerror = () => resolve({ preview: "" });
      img.src = preview;
    };
    reader.readAsDataURL(file);
  });
}

/**
 * The files chosen in an image field: each is checked (type, size), previewed and uploaded at
 * once, its progress followed. A new choice or a discard calls off uploads still running.
 */
export function useChosenUploads({ uploads, onChange, clearInput }: Options) {
  const upload = useImageUpload();
  const [entries, setEntries] = useState<ChosenImage[]>([]);
  const [problem, setProblem] = useState<string>();
  const latest = useRef<ChosenImage[]>([]);
  const controller = useRef<AbortController | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const apply = (next: ChosenImage[]) => {
    latest.current = next;
    setEntries(next);
  };
  const patch = (key: number, change: Partial<ChosenImage>) => apply(latest.current.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    apply([]);
  };

  useEffect(() => () => controller.current?.abort(), []);

  const run = async (entry: ChosenImage, file: File, signal: AbortSignal) => {
    try {
      const url = await upload(file, { signal, onProgress: (progress) => patch(entry.key, { progress }) });
      if (signal.aborted) return;
      patch(entry.key, { status: "done", progress: 1, url });
      onChangeRef.current(latest.current.flatMap((e) => (e.status === "done" && e.url ? [e.url] : [])));
    } catch (error) {
      if (signal.aborted) return;
      const message = `${file.name} was not uploaded: ${error instanceof Error ? error.message : "the upload failed."}`;
      patch(entry.key, { status: "failed", error: message });
      setProblem(message);
      if (latest.current.every((e) => e.status === "failed")) clearInput();
      throw new Error(message, { cause: error });
    }
  };

  const choose = (files: File[]) => {
    setProblem(undefined);
    if (files.length === 0) return;
    const refusal = files.map((f) => problemWith(f)).find((p) => p !== null);
    if (refusal) {
      setProblem(refusal);
      clearInput();
      return;
    }
    reset();
    onChangeRef.current([]);
    const { signal } = (controller.current = new AbortController());
    const fresh = files.map((file) => ({ key: ++nextKey, name: file.name, bytes: file.size, preview: "", progress: 0, status: "uploading" as const }));
    apply(fresh);
    fresh.forEach((entry, i) => {
      const file = files[i] as File;
      uploads.track(run(entry, file, signal));
      void readPreview(file).then((read) => patch(entry.key, read));
    });
  };

  const discard = () => {
    reset();
    setProblem(undefined);
    clearInput();
  };

  return { entries, problem, busy: entries.some((e) => e.status === "uploading"), choose, discard };
}
