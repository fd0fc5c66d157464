import { EVERYTHING, type ChangeFeed } from './change-feed';

export interface FollowedMemo<V> {
  /** The value kept under `key`, when the feed is caught up (see ChangeFeed.caughtUp); else undefined. */
  get(key: string): Promise<V | undefined>;
  /**
   * Reads the value with `load` (after `get` missed) and keeps it under the topics it depends on, unless
   * one of them was told meanwhile or the feed missed notices: then it is only returned. `topicsOf`
   * answers null for a value not to keep.
   */
  load<T extends V | undefined>(
    key: string,
    load: () => Promise<T>,
    topicsOf: (value: V) => string[] | null,
  ): Promise<T>;
}

/**
 * Values read from the database, kept until a notice on one of their topics (or a lost feed) drops them,
 * at most `maxEntries` (the oldest go first). Without a feed nothing is kept.
 */
export function createFollowedMemo<V>(feed: ChangeFeed | undefined, maxEntries: number): FollowedMemo<V> {
  const entries = new Map<string, { value: V; topics: string[] }>();
  const keysByTopic = new Map<string, Set<string>>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const topic of entry.topics) {
      const keys = keysByTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) keysByTopic.delete(topic);
    }
  };

  feed?.subscribe((topic) => {
    if (topic === EVERYTHING) {
      entries.clear();
      keysByTopic.clear();
      return;
    }
    for (const key of keysByTopic.get(topic) ?? []) drop(key);
  });

  return {
    async get(key) {
      if (!feed || !entries.has(key) || !(await feed.caughtUp())) return undefined;
      return entries.get(key)?.value;
    },
    async load(key, load, topicsOf) {
      if (!feed) return load();
      const since = feed.epoch();
      const value = await load();
      const topics = value === undefined ? null : topicsOf(value);
      if (!topics) return value;
      const told = new Set(topics);
      if (feed.toldSince(since, (topic) => told.has(topic))) return value;
      drop(key);
      entries.set(key, { value: value as V, topics });
      for (const topic of topics) {
        let keys = keysByTopic.get(topic);
        if (!keys) keysByTopic.set(topic, (keys = new Set()));
        keys.add(key);
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        drop(oldest);
      }
      return value;
    },
  };
}
