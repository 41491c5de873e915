/**
 * A required field's label with its visible mark (TRUST: every required field marked up front,
 * explained once at the top of the form). The mark is hidden from assistive technologies: the
 * control itself carries `required`, which they announce.
 */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <span className="field-required" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}
