import { DataTable, type DataTableColumn } from '@portcullis/datatable';
import type { AccessPackageAssignment } from '@portcullis/api-client';
import { api } from '../../api';
import { dateTimeCell, pageOf } from '../shared/cells';

const columns: DataTableColumn<AccessPackageAssignment>[] = [
  { id: 'AccessPackageTitle', title: 'Access package', cell: (a) => a.AccessPackageTitle, filter: { kind: 'text' } },
  { id: 'AssignedDate', title: 'Assigned', cell: (a) => dateTimeCell(a.AssignedDate) },
  { id: 'ExpirationDate', title: 'Expires', cell: (a) => dateTimeCell(a.ExpirationDate, 'Never') },
  {
    id: 'AccessRequestId',
    title: 'Through',
    isSortable: false,
    cell: (a) => (a.AccessRequestId ? 'Access request' : 'Assigned by an administrator'),
  },
];

/**
 * The user view's access packages (§6 user → access packages): the packages the user holds, how they
 * came (a request or an administrator) and when they expire. Read-only here, as §3 says access
 * packages are not selectable in the object scope: they are assigned under Governance or requested.
 */
export function UserAccessPackagesTab({ userId }: { userId: string }) {
  return (
    <DataTable
      queryKey={['user', userId, 'access-packages']}
      label="Access packages"
      columns={columns}
      rowKey={(a) => a.AssignmentId}
      emptyText="This user holds no access package."
      dateColumns={['AssignedDate', 'ExpirationDate']}
      fetchPage={async (request, { signal }) =>
        pageOf(await api.accessAssignments.userAssignments({ params: { id: userId }, body: request }, { signal }))
      }
    />
  );
}
