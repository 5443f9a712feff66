import { useEffect } from 'react';

// Spec §2: name plus phone drawn over the page, re-checked every 500 ms and restored when removed or
// altered (a person hiding it in the developer tools). Managed outside React so React cannot be the one
// that "restores" a tampered copy.
export const WATERMARK_ID = 'brokerage-watermark';
const CHECK_MS = 500;

function tileOf(text: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const context = canvas.getContext('2d');
  if (context) {
    context.rotate((-20 * Math.PI) / 180);
    context.font = '16px sans-serif';
    context.fillStyle = 'rgba(200, 200, 200, 0.35)';
    context.textAlign = 'left';
    context.textBaseline = 'middle';
    context.fillText(text, 20, 120);
  }
  return canvas.toDataURL('image/png');
}

function styleOf(tile: string): string {
  return [
    'position: fixed', 'inset: 0', 'pointer-events: none', 'z-index: 99999', 'display: block', 'opacity: 1',
    'visibility: visible', `background-image: url("${tile}")`, 'background-repeat: repeat',
  ].join('; ');
}

export function Watermark({ text }: { text: string }) {
  useEffect(() => {
    const style = styleOf(tileOf(text));
    let mark: HTMLDivElement | null = null;
    const draw = () => {
      mark?.remove();
      mark = document.createElement('div');
      mark.id = WATERMARK_ID;
      mark.dataset.testid = 'watermark';
      mark.setAttribute('style', style);
      document.body.appendChild(mark);
    };
    const check = () => {
      if (!mark || !mark.isConnected || mark.getAttribute('style') !== style || mark.id !== WATERMARK_ID) draw();
    };
    draw();
    const timer = window.setInterval(check, CHECK_MS);
    return () => {
      window.clearInterval(timer);
      mark?.remove();
    };
  }, [text]);
  return null;
}
