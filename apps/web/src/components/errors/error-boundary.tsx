import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (props: { error: Error; reset: () => void }) => ReactNode;
  /** Called when the person retries, before the children render again. */
  onReset?: () => void;
  /** A new value (the page's path, say) clears a shown error: the person has moved on. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows `fallback`; `reset` renders the children again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
