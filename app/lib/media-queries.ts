/**
 * The screens the banner's video plays on (app/components/ui/banner-video.tsx). On a phone the banner keeps its
 * poster: a looping background video there costs the visitor data and battery, and the phone's main thread the frames
 * it draws while the page is still being read.
 */
export const VIDEO_SCREENS = "(min-width: 48rem)";
