// Starts the app once the prerendered page has painted, so that its first paint never waits for the
// app's JavaScript (scripts/prerender-web.mjs puts this in place of the module script). data-entry names
// the entry module; data-preload the page's other chunks, fetched beside it.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (script.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  var paintTiming =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  // A hidden page does not paint: it starts at once, or as soon as it is shown or hidden.
  if (!paintTiming || document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start);
  new PerformanceObserver(function (_list, observer) {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
