import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** How far below the screen a picture starts loading: enough to be there when scrolled to. */
const NEAR = '300px';

/**
 * An <img> that asks for its file once it comes near the screen. The browser's own `loading="lazy"`
 * starts 1,250 px early, a whole list away, so a list opened directly would still fetch every picture.
 */
export function LazyImage({ src, eager = false, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { eager?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  // `eager`: a picture on the first screen asks at once (the observer's first answer comes a frame later). Drawn on the
  // server (no window), the others wait as they will in the browser; a browser without the observer shows them all.
  const [near, setNear] = useState(() => eager || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const image = ref.current;
    if (near || !image) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(image);
    return () => observer.disconnect();
  }, [near]);
  return <img ref={ref} src={near ? src : undefined} {...rest} />;
}
