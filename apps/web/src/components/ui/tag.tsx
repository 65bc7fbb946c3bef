import { Tag as PrimeTag } from 'primereact/tag';
import { TAG_TONES, type TagSeverity } from './tag-tones';

export type { TagSeverity } from './tag-tones';

export interface TagProps {
  readonly value: string;
  readonly severity?: TagSeverity;
  /** A PrimeIcons class, shown before the text (a status then does not rest on colour alone). */
  readonly icon?: string;
  readonly className?: string;
}

/** A small status badge in one of the accessible tones of TAG_TONES. */
export function Tag({ value, severity = 'secondary', icon, className }: TagProps) {
  const tone = TAG_TONES[severity];
  return (
    <PrimeTag
      value={value}
      {...(icon ? { icon } : {})}
      className={['app-tag', className].filter(Boolean).join(' ')}
      style={{ background: tone.background, color: tone.color, border: `1px solid ${tone.border}` }}
    />
  );
}
