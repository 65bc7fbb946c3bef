import { useEffect, useRef, type RefObject } from 'react';

/** spec 000 §2: clicking outside closes the top bar's panels and menus. */
export function useClickOutside(
  ref: RefObject<HTMLElement | null>,
  onOutsideClick: () => void,
  isActive: boolean,
): void {
  const handlerRef = useRef(onOutsideClick);
  useEffect(() => {
    handlerRef.current = onOutsideClick;
  });
  useEffect(() => {
    if (!isActive) return;
    const handlePointerDown = (event: PointerEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) handlerRef.current();
    };
    document.addEventListener('pointerdown', handlePointerDown, true);
    return () => document.removeEventListener('pointerdown', handlePointerDown, true);
  }, [ref, isActive]);
}
