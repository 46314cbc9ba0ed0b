import { withReturnTo } from '@/lib/return-to';
import { AnchorLink } from '@/ui/anchor-link';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** The log-in page: the card is server-rendered, only the form runs in the browser. */
export function LoginView({ returnTo, siteName }: { returnTo: string | null; siteName: string }) {
  return (
    <AuthCard
      title="Log in"
      subtitle={`Welcome back to ${siteName}.`}
      footer={
        <>
          New to {siteName}?{' '}
          <AnchorLink href={withReturnTo('/account/register', returnTo ?? '/')} fw={600}>
            Create an account
          </AnchorLink>
        </>
      }
    >
      <LoginForm returnTo={returnTo} />
    </AuthCard>
  );
}
