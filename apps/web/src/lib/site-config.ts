import { API_ROUTES, type ClientConfigResponse, type SiteConfig } from '@overlap/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchPublicJson } from './public-json';

/** The query of `GET /api/config`; tests seed it with `setQueryData(SITE_CONFIG_KEY, …)`. */
export const SITE_CONFIG_KEY = [API_ROUTES.clientConfig] as const;

/**
 * What this server's operator decided (sign-up mode, limits, their name and addresses, retention), or
 * undefined while it loads (and in the build's prerender): pages word what depends on it only once known.
 */
export function useSiteConfig(): SiteConfig | undefined {
  const { data } = useQuery<ClientConfigResponse, Error, SiteConfig>({
    queryKey: SITE_CONFIG_KEY,
    queryFn: () => fetchPublicJson<ClientConfigResponse>(API_ROUTES.clientConfig),
    select: (response) => response.site,
    staleTime: Number.POSITIVE_INFINITY,
    throwOnError: false,
  });
  return data;
}
