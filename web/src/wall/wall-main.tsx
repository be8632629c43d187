// The wall for a TV (issue 39, docs/decisions/0068): a page of its own in the dashboard's build (web/admin/wall.html),
// so neither the guests' first load nor the dashboard's grows; the server answers /wall/<token> with it.
import './wall.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_PATHS, type Site } from '#common/api';
import { detectLocale, type Locale } from '#common/locales';
import { readJson } from '../api/http';
import { WallPage } from './wall-page';
import { WALL_WORDS } from './wall-words';

/** The site's language of a first visit, else the TV browser's own where it is one of the five. */
async function wallLocale(): Promise<Locale> {
  try {
    return (await readJson<Site>(API_PATHS.site)).locale;
  } catch {
    return detectLocale(null, navigator.language);
  }
}

async function boot(): Promise<void> {
  const token = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  const locale = await wallLocale();
  document.documentElement.lang = locale;
  document.title = WALL_WORDS[locale].title;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <WallPage token={token} locale={locale} />
    </StrictMode>,
  );
}

void boot();
