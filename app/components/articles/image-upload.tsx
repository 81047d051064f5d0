import { ImagePlus, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Progress } from "#app/components/ui/progress.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useHydratedLater } from "#app/lib/use-hydrated.ts";

export const ACCEPTED_EXTENSIONS = ["jpeg", "jpg", "png", "gif"] as const;
const MAX_BYTES = 10 * 1024 * 1024;

type Status = "empty" | "selected" | "uploading" | "uploaded" | "failed";

/** POSTs one file to /api/uploads with real progress events (XMLHttpRequest upload progress). */
function uploadFile(file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: string; error?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) resolve({ url: body.url });
      else reject(new Error(body?.error ?? "The image could not be uploaded. Please try again."));
    };
    xhr.onerror = () => reject(new Error("The connection failed during the upload. Please try again."));
    const form = new FormData();
    form.append("file", file);
    onProgress(0);
    xhr.send(form);
  });
}

/**
 * Image upload: choose one JPEG/PNG/GIF, local preview, upload
 * with a 0–100 % progress bar, remove. The uploaded URL goes into the form's
 * `image_url` field. Without JavaScript the file itself is posted with the form.
 */
export function ImageUpload({
  name = "image_url",
  defaultUrl,
  labelledBy,
  describedBy,
  invalid,
  autoFocus,
  id,
}: {
  /** The file input's id (the form's error summary links to it); a generated one otherwise. */
  id?: string;
  name?: string;
  defaultUrl?: string | null;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  /** The first invalid field of a server-rendered reply takes focus (app/components/forms/field.tsx). */
  autoFocus?: boolean;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState(defaultUrl ?? "");
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<Status>(defaultUrl ? "uploaded" : "empty");

  // Once React runs, the file is uploaded on its own and must not go with the form: the input is taken out
  // of it (its `form` names no form). Done here and never rendered: this layout effect runs before the
  // form's, where Conform starts watching its fields, and React leaves an attribute it does not render
  // alone. Rendering the change instead would render the input again, and React sets an input's `name` on
  // every render, which Conform answers by reading and rendering the whole form again (a long task).
  useLayoutEffect(() => {
    inputRef.current?.setAttribute("form", `${inputId}-uploads-separately`);
  }, [inputId]);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProgress(0);
    setStatus(chosen ? "selected" : url ? "uploaded" : "empty");
  }

  async function upload() {
    if (!file) {
      showToast({
        title: "No file selected",
        description: "Please select an image file to upload.",
        variant: "destructive",
      });
      return;
    }
    const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) {
      setStatus("failed");
      showToast({
        title: "Upload failed",
        description: "Only JPEG, JPG, PNG and GIF images can be uploaded.",
        variant: "destructive",
      });
      return;
    }
    if (file.size > MAX_BYTES) {
      setStatus("failed");
      showToast({
        title: "Upload failed",
        description: "The image is larger than 10 MB. Please choose a smaller file.",
        variant: "destructive",
      });
      return;
    }
    setStatus("uploading");
    try {
      const result = await uploadFile(file, setProgress);
      setUrl(result.url);
      setStatus("uploaded");
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
      showToast({ title: "Upload successful!", description: "The image has been uploaded and linked." });
    } catch (error) {
      setStatus("failed");
      showToast({ title: "Upload failed", description: (error as Error).message, variant: "destructive" });
    }
  }

  function remove() {
    setFile(null);
    setUrl("");
    setProgress(0);
    setStatus("empty");
    if (inputRef.current) inputRef.current.value = "";
  }

  const shown = preview ?? (url || null);

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
      className="rounded-lg border border-dashed border-input bg-card p-4"
    >
      <input type="hidden" name={name} value={url} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-[16/9] w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted sm:w-56">
          {shown ? (
            <img src={shown} alt="Preview of the selected image" className="h-full w-full object-cover" />
          ) : (
            <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <label htmlFor={inputId} className="text-sm font-medium">
            Choose an image
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            // Without JavaScript the file goes with the form; with it, it is uploaded on its own (above).
            name="image"
            accept=".jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif"
            onChange={choose}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoFocus={autoFocus}
            className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary hover:file:bg-primary-soft/70"
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            JPEG, JPG, PNG or GIF, one file, up to 10MB.
          </p>
          <UploadActions status={status} upload={() => void upload()} remove={remove} />
          {status === "uploading" || (status === "uploaded" && progress > 0) ? (
            <div className="flex items-center gap-3">
              <Progress value={progress} aria-label="Upload progress" className="flex-1" />
              <span className="w-20 text-right text-sm tabular-nums text-muted-foreground" aria-live="polite">
                {status === "uploading" && progress === 100 ? "Processing…" : `${progress}%`}
              </span>
            </div>
          ) : null}
          {status === "uploaded" && url ? (
            <p className="truncate text-xs text-sage" data-testid="uploaded-url">
              Image linked: {url}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Upload and Remove, once React runs (without it the file goes with the form). Its own component: only it
 * renders again when the page has hydrated, not the inputs above. */
function UploadActions({ status, upload, remove }: { status: Status; upload: () => void; remove: () => void }) {
  const hydrated = useHydratedLater();
  if (!hydrated) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" onClick={upload} disabled={status === "uploading"}>
        <Upload aria-hidden="true" /> {status === "uploading" ? "Uploading..." : "Upload Image"}
      </Button>
      {status !== "empty" ? (
        <Button type="button" size="sm" variant="outline" onClick={remove} disabled={status === "uploading"}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
    </div>
  );
}
