import { API_KEY_PREFIX, API_REFERENCE_ROUTES } from '@overlap/contracts';
import type { OpenApiDocument } from './openapi-document';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Markdown-ish `code` in descriptions, after escaping.
const withCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

interface OperationView {
  operationId: string;
  summary: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required: boolean; description?: string; schema: unknown }>;
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string }>;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--code:#f1f5f9;--accent:#4338ca}
@media (prefers-color-scheme:dark){:root{--bg:#0f172a;--fg:#e2e8f0;--muted:#94a3b8;--line:#334155;--code:#1e293b;--accent:#a5b4fc}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
main{max-width:960px;margin:0 auto;padding:24px 16px 64px}a{color:var(--accent)}
h1{font-size:1.75rem;margin:0 0 8px}h2{margin-top:40px;border-bottom:1px solid var(--line);padding-bottom:4px}
p,li{color:var(--muted)}code,pre{font:13px/1.45 ui-monospace,monospace;background:var(--code);border-radius:4px}
code{padding:1px 4px}pre{padding:12px;overflow:auto;max-height:420px}
section.op{border:1px solid var(--line);border-radius:8px;padding:12px 16px;margin:16px 0}
section.op h3{margin:0;font-size:1rem;display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;word-break:break-all}
.m{font:700 12px ui-monospace,monospace;padding:2px 6px;border-radius:4px;border:1px solid currentColor;color:var(--accent)}
.scope{font-size:13px;color:var(--muted)}table{border-collapse:collapse;width:100%;font-size:14px}
td,th{text-align:left;padding:4px 8px;border-top:1px solid var(--line);vertical-align:top}
details summary{cursor:pointer;color:var(--accent);margin-top:8px}
@media (max-width:560px){table.params thead{display:none}table.params tr{display:block;border-top:1px solid var(--line);padding:4px 0}
table.params td{display:inline-block;border:0;padding:2px 8px 2px 0}table.params td.d{display:block}
table.params td[data-label]::before{content:attr(data-label) ": ";color:var(--muted)}}
`;

function operationHtml(path: string, method: string, op: OperationView): string {
  const scope = op.security[0]?.bearerAuth?.[0];
  const params = op.parameters ?? [];
  const body = op.requestBody?.content['application/json']?.schema;
  return `<section class="op" id="${escapeHtml(op.operationId)}" aria-labelledby="${escapeHtml(op.operationId)}-h">
<h3 id="${escapeHtml(op.operationId)}-h"><span class="m">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}. <span class="scope">Key scope: ${scope ? `<code>${escapeHtml(scope)}</code>` : 'any'}</span></p>
${
  params.length > 0
    ? `<table class="params"><caption class="scope">Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${params
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td data-label="In">${escapeHtml(p.in)}</td><td data-label="Required">${p.required ? 'yes' : 'no'}</td><td class="d">${withCode(p.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
${
  body
    ? `<details><summary>Request body (JSON Schema${op.requestBody?.required ? '' : ', optional'})</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>`
    : ''
}
<p class="scope">Answers: ${Object.entries(op.responses)
    .map(([status, r]) => `<strong>${escapeHtml(status)}</strong> ${withCode(r.description)}`)
    .join(' · ')}</p>
</section>`;
}

/** A page of plain HTML (no script, so the strict Content-Security-Policy holds) describing the API. */
export function renderReferencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as OperationView;
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const sections = doc.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) =>
        `<h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${byTag.get(tag.name)!.join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(doc.info.title)} reference</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(doc.info.title)} <span class="scope">v${escapeHtml(doc.info.version)}</span></h1>
<p>The endpoints the Overlap web app uses, under <code>/api/v1</code>. Send <code>Authorization: Bearer ${API_KEY_PREFIX}…</code> (or a sign-in access token) with every request. Create a key under <a href="/dashboard/settings">Settings → API keys</a>; its secret is shown once. The machine-readable OpenAPI 3.1 document is at <a href="${API_REFERENCE_ROUTES.document}">${API_REFERENCE_ROUTES.document}</a>. Each key has scopes (<code>meetings:read</code>, <code>meetings:write</code>) and a rate limit of its own; keys cannot manage keys or reach the admin endpoints. Errors answer <code>{ code, message, error, fields? }</code>.</p>
${sections}
</main></body></html>`;
}
