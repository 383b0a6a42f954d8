// Where a contact message posted natively (without the form's script) ends (decision 0051): the
// words of the success toast, as a page.
import { formPosts, submissionNotices } from '@dumpster/domain';
import { Confirmation } from '../../shared/sections/Confirmation.tsx';

export function MessageSentPage() {
  const { title, description } = submissionNotices.contact.success;
  return <Confirmation title={title} text={description} path={formPosts.contact.confirmationPath} />;
}
