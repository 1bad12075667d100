// A stand-in for studio/api.ts's uploadAsset until the server's asset upload lands on this branch (another
// developer's part of issue 38): the same contract, POST /studio/api/assets with the image bytes, its type and
// X-File-Name, answering {url: "/assets/<hash>.<ext>"} or a refusal with {error}. Remove this file and import
// uploadAsset from ../api.ts then.

/** Uploads an image; resolves with its address, or rejects with the server's reason. */
export async function uploadAsset(file: File): Promise<{ url: string }> {
  const res = await fetch('/studio/api/assets', {
    method: 'POST',
    credentials: 'same-origin',
    body: file,
    headers: { 'Content-Type': file.type, 'X-File-Name': file.name, 'X-Studio': '1' },
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || typeof json.url !== 'string') throw new Error(json.error ?? `The server answered ${res.status}.`);
  return { url: json.url };
}
