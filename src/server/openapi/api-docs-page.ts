import { OPENAPI_DOCUMENT_PATH } from '../../domain/sharing/public-feeds';

// A plain page made from the OpenAPI document on the server: no script, no client bundle,
// so the reference costs the app's own pages nothing.

type Operation = { summary?: string; tags?: string[] };
type Document = {
  info: { title: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function apiDocsPage(document: unknown): string {
  const doc = document as Document;
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, op]) =>
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td>` +
        `<td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml((op.tags ?? []).join(', '))}</td></tr>`,
    ),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;background:#121212;color:#eee}
a{color:#64c4ff}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #333;vertical-align:top}
code{font-size:.9em}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Request and response schemas: <a href="${OPENAPI_DOCUMENT_PATH}">the OpenAPI 3.1 document</a>.</p>
<table>
<thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What</th><th scope="col">Group</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}
