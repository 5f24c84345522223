export interface FileLike {
  name: string;
  type: string;
}

export type MetadataParseResult =
  { ok: true; metadata: Record<string, unknown> } | { ok: false; description: string };

/** Spec: JSON by MIME type or by a `.json` name (some systems report JSON files with an empty type). */
export function isJsonFile(file: FileLike): boolean {
  return file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');
}

/** Token metadata must be one JSON object (name, image, attributes…), not an array or a bare value. */
export function parseMetadataJson(text: string): MetadataParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      description: 'The file is not valid JSON. Check it in an editor and upload it again.',
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, description: 'Token metadata must be a JSON object, e.g. { "image": "https://…" }.' };
  }
  return { ok: true, metadata: value as Record<string, unknown> };
}

export const METADATA_FILE_ERROR_TITLE = 'Invalid Metadata File';
