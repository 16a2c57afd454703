/**
 * An image field of the catalogue (an address such as `/images/<id>.png`): shows the current
 * image, takes a new JPEG, PNG or WebP file up to 5 MB (uploaded on save by
 * api/image-uploads.ts, checked and resized by the server), or the image can be removed.
 */
import { ImageField, ImageInput } from 'react-admin';

const MAX_BYTES = 5 * 1024 * 1024;

/** The stored address as react-admin's file value (shown by ImageField). */
const format = (v: unknown) => (typeof v === 'string' && v ? { src: v, title: v } : v);
/** A chosen file as react-admin's `{ rawFile, src, title }` (its own parse, which `format` above replaces); removed: null. */
const parse = (v: unknown) => (v instanceof File ? { rawFile: v, src: URL.createObjectURL(v), title: v.name } : (v ?? null));

export function CatalogueImageInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  return (
    <ImageInput
      source={source}
      label={label}
      accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] }}
      maxSize={MAX_BYTES}
      format={format}
      parse={parse}
      // The drop zone's hidden file input carries the field's name for screen readers.
      inputProps={{ 'aria-label': label }}
      helperText={helperText ?? 'JPEG, PNG or WebP, up to 5 MB; wide images are shrunk to 1600 pixels.'}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
