const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const LOGO = `<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><circle cx="12" cy="16" r="9" fill="#6366f1" opacity=".85"/><circle cx="20" cy="16" r="9" fill="#06b6d4" opacity=".85"/></svg>`;

/**
 * The frame of every page the sign-in service renders: the product's look (auth.css), the saved theme
 * (theme-init.js), and no inline script, so the site's Content-Security-Policy holds here too.
 */
export function authPage(options: {
  title: string;
  body: string;
  homeUrl: string;
  locale: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} - Overlap</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/auth-assets/auth.css">
<script src="/theme-init.js"></script>
${options.script ? `<script src="${escapeHtml(options.script)}" defer></script>` : ''}
</head>
<body>
<main class="shell">
<a class="brand" href="${escapeHtml(options.homeUrl)}">${LOGO}<span>Overlap</span></a>
<section class="card">
${options.body}
</section>
</main>
</body>
</html>`;
}
