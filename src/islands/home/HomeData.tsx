/**
 * The home page's runtime data (ROUTES, SITEFLOW): plans, featured hotels with their availability,
 * and manager reviews, in ONE island (client:visible). The server renders the three sections in
 * their loading state (skeletons of the final size: no layout shift); each section asks the API
 * for its data only when it nears the viewport. Texts come as a prop (one language, only the keys
 * used, picked at build time by ./messages.ts).
 */
import { useMemo } from 'react';
import type { Language } from '../../contracts/types.ts';
import { type HomeApi, homeApi } from './api.ts';
import { HotelsSection } from './HotelsSection.tsx';
import { PlansSection } from './PlansSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { createHomeTranslate, HomeContext, type HomeContextValue, type HomeMessages } from './shared.tsx';
import './home-data.css';

export type HomeDataProps = {
  language: Language;
  messages: HomeMessages;
  /** Tests only: the calls to use instead of the browser's API client. */
  api?: HomeApi;
};

export function HomeData({ language, messages, api }: HomeDataProps) {
  const value = useMemo<HomeContextValue>(
    () => ({ language, t: createHomeTranslate(messages), api: () => api ?? homeApi() }),
    [language, messages, api],
  );
  return (
    <HomeContext.Provider value={value}>
      <PlansSection />
      <HotelsSection />
      <ReviewsSection />
    </HomeContext.Provider>
  );
}

export default HomeData;
