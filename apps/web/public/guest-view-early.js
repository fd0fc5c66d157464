// Asks for the guest's meeting while the app's scripts are still downloading, so that the answer is
// there when the page first renders (the prerendered guest page loads this; the app takes the answer
// once, in src/features/participant/api/early-view.ts, instead of asking again). The request is the
// app's own: the same address, method and cache mode.
(function () {
  var token = (new URLSearchParams(location.search).get('token') || '').trim();
  if (!token || typeof fetch !== 'function') return;
  window.overlapEarlyView = {
    token: token,
    response: fetch('/api/participant/meeting?token=' + encodeURIComponent(token), {
      method: 'GET',
      cache: 'no-store',
    }).catch(function () {
      return null;
    }),
  };
})();
