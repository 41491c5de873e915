import { Component, type ReactNode } from 'react';

type Props = { fallback: (retry: () => void) => ReactNode; children: ReactNode };
type State = { failed: boolean };

/** A screen that throws while rendering shows the shell's error with a retry, not a blank app. */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Back-office screen failed', error);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
