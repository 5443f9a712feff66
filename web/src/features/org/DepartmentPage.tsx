import { useState } from 'react';
import { Card, Col, Row, Skeleton, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import type { DepartmentNode } from '@brokerage/contract';
import { findDepartment, useDepartmentTree } from '../member/queries';
import { DepartmentDetail } from './department/DepartmentDetail';
import { DepartmentForm, type DepartmentEdit } from './department/DepartmentForm';
import { DistrictPanel } from './department/DistrictPanel';

function toTreeData(nodes: DepartmentNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: <span data-testid="department-node">{node.name} <Typography.Text type="secondary">({node.staff_count})</Typography.Text></span>,
    children: toTreeData(node.children),
  }));
}

// /member/department: the department tree with people counts, the chosen department's details and roles,
// and the districts beside it.
export function DepartmentPage() {
  const { t } = useTranslation();
  const tree = useDepartmentTree();
  const [selected, setSelected] = useState<number | null>(null);
  const [edit, setEdit] = useState<DepartmentEdit | null>(null);
  // Read from the tree each render, so counts and names follow every refresh.
  const node = findDepartment(tree.data ?? [], selected);

  return (
    <Row gutter={[16, 16]} data-testid="department-page">
      <Col xs={24} lg={8}>
        <Card size="small" title={t('org.department.title')}>
          {tree.isPending ? <Skeleton active /> : (
            <Tree
              blockNode
              defaultExpandAll
              data-testid="department-tree"
              treeData={toTreeData(tree.data ?? [])}
              selectedKeys={selected === null ? [] : [selected]}
              // Clicking the chosen node again keeps it chosen rather than clearing the details.
              onSelect={(keys) => keys.length > 0 && setSelected(Number(keys[0]))}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <DepartmentDetail node={node} onEdit={setEdit} onDeleted={() => setSelected(node?.parent_id ?? null)} />
      </Col>
      <Col xs={24} lg={7}>
        <DistrictPanel />
      </Col>
      <DepartmentForm edit={edit} onClose={() => setEdit(null)} />
    </Row>
  );
}
