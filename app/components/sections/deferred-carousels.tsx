import { lazy, Suspense } from "react";

// The carousels (Embla) sit far below the fold: their code loads after the page's own, while the prerendered
// slides are already on screen.
const TestimonialsCarousel = lazy(() => import("./testimonials-carousel").then((module) => ({ default: module.TestimonialsCarousel })));
const ClientLogosCarousel = lazy(() => import("./client-logos-carousel").then((module) => ({ default: module.ClientLogosCarousel })));

export function DeferredTestimonialsCarousel() {
  return (
    <Suspense fallback={<div className="min-h-[36rem]" />}>
      <TestimonialsCarousel />
    </Suspense>
  );
}

export function DeferredClientLogosCarousel({ title }: { title: string }) {
  return (
    <Suspense fallback={<div className="min-h-[20rem]" />}>
      <ClientLogosCarousel title={title} />
    </Suspense>
  );
}
