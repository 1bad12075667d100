// Preview helpers: the 375x812 frame scaled down to fit its box (never up), and the routes a screen file
// offers the route picker.

const PHONE = { width: 375, height: 812 };

/** Keeps `frame` (375x812) scaled to fit inside `box`, and says the scale in the frame's box label. */
export function fitFrame(frame: HTMLIFrameElement, box: HTMLElement): void {
  const fit = () => {
    const scale = Math.min(1, (box.clientHeight - 8) / PHONE.height, (box.clientWidth - 8) / PHONE.width);
    const s = Math.max(0.3, scale);
    frame.style.transform = `scale(${s})`;
    frame.style.marginBottom = `${-(1 - s) * PHONE.height}px`;
    frame.style.marginRight = `${-(1 - s) * PHONE.width}px`;
    box.dataset.scale = `${Math.round(s * 100)}%`;
  };
  new ResizeObserver(fit).observe(box);
  fit();
}

/** The routes a file's text declares (without parameters), or the home route for app.json and broken text. */
export function routesOf(file: string, text: string): string[] {
  if (file === 'app.json') return ['/m/home'];
  try {
    const routes = (JSON.parse(text).routes ?? []).filter((r: unknown): r is string => typeof r === 'string' && !r.includes(':'));
    return routes.length ? routes : ['/m/home'];
  } catch {
    return ['/m/home'];
  }
}
