import { Box } from '@chakra-ui/react';
import { Page } from '../../shared/ui/Page';
import { useQuery } from '../../shared/routes/useQuery';
import { Studio } from './Studio';

/**
 * /skunkworks: the staff studio (docs/studio.md). A screen chunk of its own (screenForRoute), so the
 * studio, its layout library and its editor load only here, never on an applicant's first load. The
 * page is wider than the applicant's column: a desktop preview is 1280 pixels.
 */
export default function StudioScreen() {
  const query = useQuery();
  return (
    // Out of the applicant's column, centred on the window (less a margin the scrollbar fits in).
    <Box w="calc(100vw - 32px)" maxW="1600px" position="relative" left="50%" transform="translateX(-50%)">
      <Page page="studio">
        <Studio initialStep={query.step} initialView={query.view} />
      </Page>
    </Box>
  );
}
