// Keeps one failing widget from blanking the screen: it shows a small retry state instead.
import { Component, type ReactNode } from './react-deps.ts';

interface Props {
  label: string;
  retryLabel: string;
  onError?: (err: Error) => void;
  children: ReactNode;
}

/** Catches render errors below it; "retry" remounts the children. */
export class ErrorBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: Error) {
    this.props.onError?.(err);
  }
  override render() {
    if (!this.state.failed) return <ErrorBoundaryKey key={this.state.attempt}>{this.props.children}</ErrorBoundaryKey>;
    return (
      <div className="widget-failed" role="alert">
        <span>{this.props.label}</span>
        <button type="button" onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

function ErrorBoundaryKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
