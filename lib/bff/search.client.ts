import type { Suggestion, SuggestionsAnswer } from "@/lib/search/search.server";
import { callBff } from "./fetch.client";

/**
 * The search box's suggestions for a query; null when there are none to show: superseded (`signal`
 * aborted), refused (too many requests), offline or unavailable. The form still searches then.
 */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestion[] | null> {
  const answer = await callBff<SuggestionsAnswer>(`/api/search?q=${encodeURIComponent(query)}`, { signal });
  return signal.aborted || answer.status !== 200 || !answer.data ? null : answer.data.products;
}
