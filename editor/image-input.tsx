import { useId } from "react";

/** Looks of Keystatic's own fields (its Inter, its sizes), for the two fields the project adds. */
export const box = {
  display: "grid",
  gap: 8,
  font: "400 14px/1.5 Inter, system-ui, sans-serif",
  color: "#3f3f46",
} as const;
export const labelStyle = { fontWeight: 500, fontSize: 14, color: "#27272a" } as const;
export const hint = { fontSize: 12, color: "#71717a" } as const;

/** A picture already in public/ (its path) or one just chosen, not yet saved. */
export type ImageValue = string | { data: Uint8Array; extension: string; filename: string } | null;
export type ImageInputProps = {
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  label: string;
  forceValidation?: boolean;
};

/**
 * The editor's input for a picture: shows the current one (the dev server serves public/) and takes a PNG or JPEG
 * file in its place. The build makes the sizes and formats pages serve (scripts/images.ts).
 */
export function ImageInput({ value, onChange, label, forceValidation }: ImageInputProps) {
  const id = useId();
  const preview =
    value === null
      ? undefined
      : typeof value === "string"
        ? value
        : URL.createObjectURL(
            new Blob([value.data as BlobPart], {
              type: `image/${value.extension === "jpg" ? "jpeg" : value.extension}`,
            }),
          );
  return (
    <div style={box}>
      <label htmlFor={id} style={labelStyle}>
        {label}
      </label>
      {preview ? (
        <img
          src={preview}
          alt=""
          style={{ maxWidth: 240, maxHeight: 150, objectFit: "contain", border: "1px solid #ccc" }}
        />
      ) : null}
      <span style={hint}>
        {typeof value === "string" ? value : value ? `New picture: ${value.filename}` : "No picture"}
      </span>
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
