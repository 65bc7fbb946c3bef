import logoUrl from '../../assets/logo.svg';

export interface LogoProps {
  readonly size?: number;
  readonly className?: string;
}

/** Decorative: the portal name always sits next to it, so it carries no alternative text of its own. */
export function Logo({ size = 36, className }: LogoProps) {
  return <img src={logoUrl} width={size} height={size} alt="" className={className} />;
}
