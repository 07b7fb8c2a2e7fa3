import { useId } from "react";

/** A picture already in public/ (its path) or one just chosen, not yet saved. */
export type ImageValue = string | { data: Uint8Array; extension: string; filename: string } | null;
export type ImageInputProps = { value: ImageValue; onChange: (value: ImageValue) => void; label: string; forceValidation?: boolean };

/**
 * The editor's input for a picture: shows the current one (the dev server serves public/) and takes a PNG or JPEG
 * file in its place. The build makes the sizes and formats pages serve (scripts/images.ts).
 */
export function ImageInput({ value, onChange, label, forceValidation }: ImageInputProps) {
  const id = useId();
  const preview =
    value === null ? undefined : typeof value === "string" ? value : URL.createObjectURL(new Blob([value.data as BlobPart], { type: `image/${value.extension === "jpg" ? "jpeg" : value.extension}` }));
  return (
    <div style={{ display: "grid", gap: 8, fontFamily: "inherit" }}>
      <label htmlFor={id} style={{ fontWeight: 600, fontSize: 14 }}>
        {label}
      </label>
      {preview ? <img src={preview} alt="" style={{ maxWidth: 240, maxHeight: 150, objectFit: "contain", border: "1px solid #ccc" }} /> : null}
      <span style={{ fontSize: 13 }}>{typeof value === "string" ? value : value ? `New picture: ${value.filename}` : "No picture"}</span>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          const extension = file.name.match(/\.([^.]+)$/)?.[1]?.toLowerCase() ?? "png";
          onChange({ data: new Uint8Array(await file.arrayBuffer()), extension, filename: file.name });
        }}
      />
      {forceValidation && value === null ? <span role="alert">Choose a picture.</span> : null}
    </div>
  );
}
