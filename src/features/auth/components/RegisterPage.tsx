import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  return (
    <AuthLayout title="Create Your Account" subtitle="Start training with your coach.">
      <RegisterForm />
      <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
