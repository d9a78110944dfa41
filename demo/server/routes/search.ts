/**
 * GET /api/search (spec section 7): `query, offset, numResults, facet, customBSCId, market` -> `{ results, matches }`,
 * results as spec section 3 'Search result' (url, title, image, description), best first.
 * The search-results element shows at most 5 page buttons and pages with offset = (page - 1) * numResults.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createSearchIndex, syncSearchIndex } from '../search/index.ts';
import { FACETS, type Facet } from '../search/pages.ts';
import { InputError } from '../validation.ts';

export const SEARCH_DEFAULT_RESULTS = 10;
export const SEARCH_MAX_RESULTS = 50;
export const SEARCH_QUERY_MAX_CHARS = 500;
/** Deeper than any visitor pages (5 page buttons of up to 50), shallow enough to stay a cheap query. */
export const SEARCH_MAX_OFFSET = 10000;

interface SearchQuery {
  query: string;
  offset: number;
  numResults: number;
  facet?: Facet | '';
  customBSCId?: string;
  market?: string;
}

const searchSchema = {
  querystring: {
    type: 'object',
    required: ['query'],
    additionalProperties: false,
    properties: {
      query: { type: 'string', maxLength: SEARCH_QUERY_MAX_CHARS },
      offset: { type: 'integer', minimum: 0, maximum: SEARCH_MAX_OFFSET, default: 0 },
      numResults: { type: 'integer', minimum: 1, maximum: SEARCH_MAX_RESULTS, default: SEARCH_DEFAULT_RESULTS },
      // An empty facet is "no filter", as a form with an unselected facet sends it.
      facet: { enum: ['', ...FACETS] },
      // The original service's custom search configuration and market: one site is served here, so both
      // are checked for shape and otherwise select nothing.
      customBSCId: { type: 'string', pattern: '^[A-Za-z0-9-]{0,64}$' },
      market: { type: 'string', pattern: '^([A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?)?$' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['results', 'matches'],
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['url', 'title', 'image', 'description'],
            properties: {
              url: { type: 'string' },
              title: { type: 'string' },
              image: { type: 'string' },
              description: { type: 'string' },
            },
          },
        },
        matches: { type: 'integer' },
      },
    },
  },
} as const;

export const searchRoutes: FastifyPluginAsync = async (api) => {
  syncSearchIndex(api.db);
  const index = createSearchIndex(api.db);

  api.get<{ Querystring: SearchQuery }>('/search', { schema: searchSchema }, async (request) => {
    const { query, offset, numResults, facet } = request.query;
    if (query.trim() === '') throw new InputError('query', 'query must not be empty');
    return index.search({ query, offset, numResults, facet: facet === '' ? undefined : facet });
  });
};
