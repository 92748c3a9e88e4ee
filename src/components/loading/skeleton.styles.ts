/** The skeleton both elements show while a request is still streaming or a part of it loads. */
import { css } from 'lit';

export const skeleton = css`
  .skeleton .bone {
    height: 0.875rem;
    border-radius: 6px;
    background: linear-gradient(90deg, var(--_surface-raised) 25%, var(--_border) 50%, var(--_surface-raised) 75%);
    background-size: 200% 100%;
    animation: shimmer 1.4s ease-in-out infinite;
  }
  .skeleton .question-bone {
    width: 60%;
    height: 1rem;
  }
  .skeleton .option-bone {
    height: 2.75rem;
    border-radius: calc(var(--_radius) * 0.67);
  }
  .base.skeleton > .bone + .bone {
    margin-block-start: var(--_gap);
  }
  @keyframes shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  /* Still (the base stops every animation): one even tone, not the gradient's first frame,
     which is lighter on one side. */
  @media (prefers-reduced-motion: reduce) {
    .skeleton .bone {
      background: color-mix(in srgb, var(--_border) 50%, var(--_surface-raised));
    }
  }
  @media (forced-colors: active) {
    .skeleton .bone {
      border: 1px dashed GrayText;
    }
  }
`;
