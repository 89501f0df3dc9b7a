import { useT } from '../i18n';

interface Step {
  title: string;
  description: string;
}

interface Props {
  steps: readonly Step[];
  /**
   * `list`: one step a row, number beside the text (the home page);
   * `grid`: four columns, each step a card in the service's accent colour.
   */
  layout: 'list' | 'grid';
}

/** How an engagement runs, as numbered steps; a screen reader hears "Step 1" before each title. */
export function ProcessSteps({ steps, layout }: Props) {
  const { common } = useT();
  const heading = (step: Step, i: number) => (
    <h3>
      <span className="visually-hidden">{common.step(i + 1)}</span>
      {step.title}
    </h3>
  );
  if (layout === 'list') {
    return (
      <ol className="process-steps list-unstyled">
        {steps.map((step, i) => (
          <li key={step.title}>
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              {heading(step, i)}
              <p>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="service-steps list-unstyled">
      {steps.map((step, i) => (
        <li key={step.title} className="service-step">
          <span className="service-step-number" aria-hidden="true">
            {i + 1}
          </span>
          {heading(step, i)}
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
