import { useLocation, useNavigate } from 'react-router';
import { LoginScreen } from '../components/login-screen';

/** The login page inside the router: reached by a redirect or after log-out. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return <LoginScreen search={search} onSignedIn={(target) => navigate(target, { replace: true })} />;
}
