/**
 * Shows an e-mail's HTML in a sandboxed frame: no scripts, no forms, no same-origin access, no popups,
 * so whatever the HTML holds cannot act on the admin's session.
 */
export function EmailHtmlFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
    />
  );
}
