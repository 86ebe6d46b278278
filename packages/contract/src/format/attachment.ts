// A file a call answers (a CSV, a statement's PDF) names itself in Content-Disposition: the server writes the header
// here, and each client reads the name back here, so none spells the file's name a second time.

/** `attachment; filename="…"`, the name kept to letters, digits, dots, dashes and underscores. */
export function attachmentHeader(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '')}"`;
}

/** The file's name a Content-Disposition header gives, or undefined when it gives none. */
export function attachmentName(header: string | null | undefined): string | undefined {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1];
}
