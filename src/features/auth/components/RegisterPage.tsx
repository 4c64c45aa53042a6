import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  // A coach's join link (/register?code=ABCD2345) opens with their code filled in.
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Create Your Account" subtitle="Start training with your coach.">
      <RegisterForm initialCode={params.get('code')?.slice(0, 20) ?? ''} />
      <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
