/** @jsxRuntime automatic @jsxImportSource react */
import type { Photo } from '../api';
import { CarouselBand, CarouselSlide } from './carousel';
import { SiteHeaderBar, StillMenuButton } from './site-header-bar';

/**
 * The still first frame of the pages that open with the carousel: the header and the first photo, painted from
 * the HTML before the app has loaded. Only public facts (the couple's names, the first photo).
 */
export function FirstFrame({ coupleNames, photo }: { coupleNames: string; photo: Photo }) {
  return (
    <>
      <SiteHeaderBar title={coupleNames}>
        <StillMenuButton />
      </SiteHeaderBar>
      <CarouselBand still slides={<CarouselSlide photo={photo} alt="" eager />} />
    </>
  );
}
