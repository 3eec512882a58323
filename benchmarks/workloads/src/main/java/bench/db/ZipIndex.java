package bench.db;

import bench.Rng;

/**
 * An ordered index on (zip, id): a treap whose priorities come from a fixed-seed generator, so its
 * shape is the same on every VM. Supports insertion, removal and in-order range scans.
 */
final class ZipIndex {

    private static final class Node {
        final long key;
        final int priority;
        final Record record;
        Node left;
        Node right;

        Node(long key, int priority, Record record) {
            this.key = key;
            this.priority = priority;
            this.record = record;
        }
    }

    private final Rng priorities = new Rng(0x5EED);
    private Node root;

    void add(Record record) {
        root = insert(root, new Node(keyOf(record), priorities.nextInt(Integer.MAX_VALUE), record));
    }

    void remove(Record record) {
        root = delete(root, keyOf(record));
    }

    /** Visits, in (zip, id) order, every record whose zip lies in {@code [low, high]}. */
    void scan(int low, int high, RecordVisitor visitor) {
        scan(root, (long) low << 32, ((long) high << 32) | 0xffffffffL, visitor);
    }

    private static long keyOf(Record record) {
        return ((long) record.zip() << 32) | record.id();
    }

    private static Node insert(Node node, Node fresh) {
        if (node == null) {
            return fresh;
        }
        if (fresh.key < node.key) {
            node.left = insert(node.left, fresh);
            return node.left.priority > node.priority ? rotateRight(node) : node;
        }
        node.right = insert(node.right, fresh);
        return node.right.priority > node.priority ? rotateLeft(node) : node;
    }

    private static Node delete(Node node, long key) {
        if (node == null) {
            return null;
        }
        if (key < node.key) {
            node.left = delete(node.left, key);
        } else if (key > node.key) {
            node.right = delete(node.right, key);
        } else {
            return merge(node.left, node.right);
        }
        return node;
    }

    private static Node merge(Node left, Node right) {
        if (left == null) {
            return right;
        }
        if (right == null) {
            return left;
        }
        if (left.priority > right.priority) {
            left.right = merge(left.right, right);
            return left;
        }
        right.left = merge(left, right.left);
        return right;
    }

    private static Node rotateRight(Node node) {
        Node top = node.left;
        node.left = top.right;
        top.right = node;
        return top;
    }

    private static Node rotateLeft(Node node) {
        Node top = node.right;
        node.right = top.left;
        top.left = node;
        return top;
    }

    private static void scan(Node node, long low, long high, RecordVisitor visitor) {
        if (node == null) {
            return;
        }
        if (low < node.key) {
            scan(node.left, low, high, visitor);
        }
        if (low <= node.key && node.key <= high) {
            visitor.visit(node.record);
        }
        if (node.key < high) {
            scan(node.right, low, high, visitor);
        }
    }
}
