import { LiveryPicker, SlideOutMenu } from '../../src/client/app/layout';
import { SeasonReviewList } from '../../src/client/features/home/home-content';
import { InstallOfferPanel } from '../../src/client/features/install/install-offer-banner';

/**
 * Loads what the shell loads on demand (the menu, the livery picker, the install offer, the
 * season's review), so a test renders them in the same turn as a browser that has opened
 * them once. Call it from the test file (`beforeAll(preloadShell)`): its module mocks then
 * hold for these too. on-demand.test.tsx covers the first load itself.
 */
export async function preloadShell(): Promise<void> {
  await Promise.all([
    SlideOutMenu.preload(),
    LiveryPicker.preload(),
    InstallOfferPanel.preload(),
    SeasonReviewList.preload(),
  ]);
}
