import { pageNotes } from '../shared/ui/pageNotes';
import { Loading } from '../shared/ui/Loading';
import { Page } from '../shared/ui/Page';
import { PageNotes } from '../shared/ui/PageNotes';

/**
 * A screen's frame while what it needs is on its way (the session, its code, its data): progress,
 * heading, description and the notes that need no data, from the route alone, then a spinner. The build prerenders it for every
 * signed-in route (scripts/prerender.ts), so the heading paints before any JavaScript runs and does
 * not move when the screen takes over.
 */
export function PageFrame({ page, screen }: { page: string; screen: string }) {
  return (
    <Page page={page} screen={screen} loading>
      {/* Notes that need no data (agree's inquiry notes) are part of the frame. */}
      <PageNotes notes={pageNotes(screen, undefined)} />
      <Loading />
    </Page>
  );
}
