/** Saves `text` as a file through a temporary object URL (CSV templates, wallet exports). */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv'): void {
  saveBlob(fileName, new Blob([text], { type }));
}

/** Saves a blob (a server-rendered PDF, a text file) under `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
