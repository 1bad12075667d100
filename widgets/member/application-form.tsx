// The promotion application form: a comment (at most 140 characters) and up to 3 png/jpg images of at most
// 5 MB each, with previews, clear errors and a submit that reports the platform's answer.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { messageOf, useEngine } from '../../engine/widget-module.ts';
import type { PromotionApplyBody } from '../../engine/api/types.gen.ts';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGE_MAX, ACTIVITY_IMAGE_MAX_BYTES } from '../../engine/page-constants.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/all-icons.ts';
import { addImages, commentError } from './application.ts';

const PARAMS: Record<string, unknown[]> = {
  promo_comment_too_long: [ACTIVITY_COMMENT_MAX],
  promo_image_count: [ACTIVITY_IMAGE_MAX],
  promo_image_size: [ACTIVITY_IMAGE_MAX_BYTES / 1024 / 1024],
};

/** The form; `onApplied` runs after the platform accepted the application. */
export function ApplicationForm({ promotionId, onApplied }: { promotionId: number; onApplied: () => void }) {
  const engine = useEngine();
  const { t, toast } = engine;
  const id = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  // A problem with what the player entered (a label key), or the platform's refusal (the player's text).
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : ''));
    setPreviews(urls);
    return () => urls.forEach((u) => u && URL.revokeObjectURL(u));
  }, [files]);
  const say = (key: string | null) => (key ? t(key, PARAMS[key]) : '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = commentError(comment);
    setRefusal(null);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await engine.call('applyPromotion', {
        promotionId,
        comment: comment.trim(),
        images: files.map((f) => ({ name: f.name, type: f.type, size: f.size })) as PromotionApplyBody['images'],
      });
      toast(t('promo_applied'), 'success');
      onApplied();
    } catch (err) {
      setRefusal(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="pd-form" onSubmit={submit} noValidate aria-describedby={error || refusal ? `${id}-error` : undefined}>
      <h2 className="pd-form__title">{t('promo_apply_title')}</h2>
      <label className="pd-form__label" htmlFor={`${id}-comment`}>
        {t('promo_comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className="pd-form__comment"
        rows={3}
        value={comment}
        maxLength={ACTIVITY_COMMENT_MAX}
        placeholder={t('promo_comment_placeholder')}
        aria-invalid={error === 'promo_comment_too_long' || undefined}
        onChange={(e) => {
          setComment(e.target.value);
          setError(commentError(e.target.value));
        }}
      />
      <span className="pd-form__counter" aria-live="polite">
        {[...comment].length}/{ACTIVITY_COMMENT_MAX}
      </span>
      <span className="pd-form__label" id={`${id}-images`}>
        {t('promo_images', [ACTIVITY_IMAGE_MAX])}
      </span>
      <ul className="pd-form__images" aria-labelledby={`${id}-images`}>
        {files.map((f, i) => (
          <li key={`${f.name}-${i}`} className="pd-form__thumb">
            {previews[i] ? <img src={previews[i]} alt={f.name} /> : <span>{f.name}</span>}
            <button
              type="button"
              className="pd-form__remove"
              aria-label={t('promo_remove_image', [f.name])}
              onClick={() => {
                setFiles(files.filter((_, k) => k !== i));
                setError(null);
              }}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {files.length < ACTIVITY_IMAGE_MAX && (
          <li className="pd-form__add">
            <label>
              <Icon name="download" size={22} />
              <span>{t('promo_add_image')}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="ui-visually-hidden"
                onChange={(e) => {
                  const r = addImages(files, [...(e.target.files ?? [])]);
                  setFiles(r.files);
                  setError(r.error);
                  e.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="pd-form__hint">{t('promo_image_rules', [ACTIVITY_IMAGE_MAX_BYTES / 1024 / 1024])}</p>
      {(error || refusal) && (
        <p id={`${id}-error`} className="pd-form__error" role="alert">
          {error ? say(error) : refusal}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        {t('promo_submit_application')}
      </Button>
    </form>
  );
}
