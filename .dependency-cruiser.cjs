// Import rules, checked by `npm run lint:deps` (part of `npm run lint` and of scripts/test.sh). Type-only
// imports count: a type that runs the wrong way is a dependency that runs the wrong way.
// An exception names the one import it allows and says why, so the next one is a decision, not an accident.

const SERVER = '^apps/server/src/';
const FEATURES = `${SERVER}features/`;
const MEETINGS = `${FEATURES}meetings/`;
const WEB = '^apps/web/src/';

/**
 * The sub-features of features/meetings/, lowest first. A sub-feature may import those on earlier lines,
 * never one on its own line or a later one; the wiring (meeting-services.ts) and the routes
 * (meeting-routes.ts) at the top of the folder may import every one.
 */
const MEETINGS_LAYERS = [
  ['records'],
  ['series'],
  ['shared'],
  ['ranking', 'booking', 'notifications'],
  ['answers'],
  ['delivery'],
  ['requests'],
];

const meetingsLayerRules = MEETINGS_LAYERS.map((layer, index) => {
  const higherOrPeer = MEETINGS_LAYERS.slice(index).flat();
  return {
    name: `meetings-${layer.join('-')}-stays-below`,
    comment: `meetings/{${layer.join(',')}} may use only the sub-features listed before it in MEETINGS_LAYERS.`,
    severity: 'error',
    from: { path: `${MEETINGS}(${layer.join('|')})/` },
    to: {
      path: `${MEETINGS}(${higherOrPeer.join('|')})/`,
      pathNot: [`${MEETINGS}$1/`],
    },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle makes both ends one module in two files: neither can be read or tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-imports-only-itself',
      comment: 'The engine is pure and stands alone: no other workspace, no package (tests may use theirs).',
      severity: 'error',
      from: { path: '^packages/engine/src/', pathNot: ['\\.test\\.ts$', '^packages/engine/src/testing/'] },
      to: { pathNot: ['^packages/engine/src/'] },
    },
    {
      name: 'shared-code-imports-no-feature',
      comment: 'config/, db/, lib/ and logger.ts are used by every feature, so they cannot depend on one.',
      severity: 'error',
      from: {
        path: `${SERVER}(config|db|lib)/|${SERVER}logger\\.ts$`,
        pathNot: [
          // The schema Drizzle reads to migrate is every feature's tables, gathered in one place.
          `${SERVER}db/schema\\.ts$`,
        ],
      },
      to: {
        path: FEATURES,
        pathNot: [
          // OUTBOUND_ALLOW_HOSTS is parsed once at start with the same CIDR reader the calendar guard uses;
          // it belongs in lib/ and moves there with the next change to the calendars' SSRF guard.
          `${FEATURES}calendars/ssrf/ip-address\\.ts$`,
        ],
      },
    },
    {
      name: 'config-imports-only-itself',
      comment:
        'config/ is the bottom layer: db/, lib/ and every feature read the Config it builds, so it imports none of them.',
      severity: 'error',
      from: { path: `${SERVER}config/` },
      to: {
        path: `${SERVER}`,
        pathNot: [
          `${SERVER}config/`,
          // The same exception as in shared-code-imports-no-feature: the CIDR reader for OUTBOUND_ALLOW_HOSTS.
          `${FEATURES}calendars/ssrf/ip-address\\.ts$`,
        ],
      },
    },
    {
      name: 'db-sits-below-lib',
      comment: 'lib/ (jobs, rate limits, quotas) runs on db/, so db/ imports nothing of lib/.',
      severity: 'error',
      from: {
        path: `${SERVER}db/`,
        // The schema Drizzle reads to migrate gathers every table, lib/rate-limit's among them.
        pathNot: [`${SERVER}db/schema\\.ts$`],
      },
      to: { path: `${SERVER}lib/` },
    },
    {
      name: 'shared-code-imports-no-edge',
      comment: 'Shared code sits under the HTTP edge and the app: it may throw AppError, nothing else.',
      severity: 'error',
      from: { path: `${SERVER}(config|db|lib)/|${SERVER}logger\\.ts$` },
      to: { path: `${SERVER}(http/|app\\.ts$|main\\.ts$)`, pathNot: [`${SERVER}http/app-error\\.ts$`] },
    },
    {
      name: 'features-import-no-higher-layer',
      comment:
        'Features are composed by app.ts and served by http/. They may use http/app-error.ts (the error ' +
        "catalogue's throwable) and http/accepts-gzip.ts (content negotiation), which import no feature.",
      severity: 'error',
      from: { path: FEATURES },
      to: {
        path: `${SERVER}(http/|app\\.ts$|main\\.ts$)`,
        pathNot: [`${SERVER}http/(app-error|accepts-gzip)\\.ts$`],
      },
    },
    {
      name: 'meetings-sub-features-through-their-index',
      comment:
        'A meetings sub-feature is used through its index.ts, which exports what others may use; the rest is its own. Tests may reach a unit inside.',
      severity: 'error',
      from: { path: `^(apps|packages|e2e|bench)/`, pathNot: [`${MEETINGS}([^/]+)/`, '^apps/server/test/'] },
      to: {
        path: `${MEETINGS}[^/]+/`,
        pathNot: [
          `${MEETINGS}[^/]+/index\\.ts$`,
          // The tables are a second entry: other features' tables (and db/schema.ts) point foreign keys at
          // them, and through the index they would load the repository, whose db/database.ts loads the schema.
          `${MEETINGS}records/tables\\.ts$`,
        ],
      },
    },
    {
      name: 'meetings-sub-features-through-each-others-index',
      comment: 'Inside features/meetings/, a sub-feature reaches another only through its index.ts.',
      severity: 'error',
      from: { path: `${MEETINGS}([^/]+)/` },
      to: { path: `${MEETINGS}[^/]+/`, pathNot: [`${MEETINGS}$1/`, `${MEETINGS}[^/]+/index\\.ts$`] },
    },
    ...meetingsLayerRules,
    {
      name: 'web-features-import-no-route',
      comment: 'The routes in app/ compose the features; a feature that imported a route would sit above it.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(app/|main\\.tsx$)` },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment:
        'components/, lib/, hooks/, i18n/ and stores/ serve every feature and every route, so they depend on neither.',
      severity: 'error',
      from: { path: `${WEB}(components|lib|hooks|i18n|stores)/` },
      to: { path: `${WEB}(features/|app/|main\\.tsx$)` },
    },
    {
      name: 'web-features-through-their-index',
      comment:
        "A web feature uses another only through that feature's index.ts, which exports what others may use.",
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // The base config plus the web app's `@/` alias, so the web app's imports resolve and are checked too.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
