package rvm.core.loader;

import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Everything reflection tells about a class, as sorted lines of text: two classes with equal
 * descriptions look the same to any reflective program.
 */
final class ReflectiveShape {

    private ReflectiveShape() {
    }

    /** The description of {@code c}; reads constant fields, so initialises classes that have any. */
    static List<String> describe(Class<?> c) throws ReflectiveOperationException {
        List<String> out = new ArrayList<>();
        out.add("class " + c.toGenericString() + " modifiers " + Modifier.toString(c.getModifiers()));
        out.add("super " + c.getGenericSuperclass() + " interfaces " + Arrays.toString(c.getGenericInterfaces()));
        out.add("type parameters " + Arrays.stream(c.getTypeParameters())
                .map(t -> t.getName() + " extends " + Arrays.toString(t.getBounds())).toList());
        out.add("kind interface=" + c.isInterface() + " annotation=" + c.isAnnotation() + " enum=" + c.isEnum()
                + " record=" + c.isRecord() + " sealed=" + c.isSealed() + " synthetic=" + c.isSynthetic()
                + " anonymous=" + c.isAnonymousClass() + " local=" + c.isLocalClass() + " member=" + c.isMemberClass());
        out.add("names simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName() + " package="
                + c.getPackageName());
        out.add("annotations " + sorted(c.getAnnotations()) + " declared " + sorted(c.getDeclaredAnnotations()));
        out.add("enclosing class=" + name(c.getEnclosingClass()) + " declaring=" + name(c.getDeclaringClass())
                + " method=" + c.getEnclosingMethod() + " constructor=" + c.getEnclosingConstructor());
        out.add("declared classes " + Arrays.stream(c.getDeclaredClasses()).map(Class::getName).sorted().toList());
        out.add("nest host " + c.getNestHost().getName() + " members "
                + Arrays.stream(c.getNestMembers()).map(Class::getName).sorted().toList());
        out.add("permitted " + (c.getPermittedSubclasses() == null ? null
                : Arrays.stream(c.getPermittedSubclasses()).map(Class::getName).sorted().toList()));
        if (c.isRecord()) {
            for (RecordComponent rc : c.getRecordComponents()) {
                out.add("component " + rc.getGenericType() + " " + rc.getName() + " accessor " + rc.getAccessor()
                        + " annotations " + sorted(rc.getAnnotations()) + " signature " + rc.getGenericSignature());
            }
        }
        for (Field f : c.getDeclaredFields()) {
            out.add(field(f));
        }
        for (Method m : c.getDeclaredMethods()) {
            out.add(executable(m) + " return " + m.getGenericReturnType() + " default "
                    + value(m.getDefaultValue()) + " bridge=" + m.isBridge() + " defaultMethod=" + m.isDefault()
                    + " annotatedReturn " + annotated(m.getAnnotatedReturnType()));
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            out.add(executable(k));
        }
        out.sort(null);
        return out;
    }

    private static String field(Field f) throws IllegalAccessException {
        String s = "field " + f.toGenericString() + " synthetic=" + f.isSynthetic() + " enumConstant="
                + f.isEnumConstant() + " annotations " + sorted(f.getAnnotations()) + " annotatedType "
                + annotated(f.getAnnotatedType());
        int m = f.getModifiers();
        if (Modifier.isStatic(m) && Modifier.isFinal(m) && (f.getType().isPrimitive() || f.getType() == String.class)) {
            f.setAccessible(true);
            s += " value " + f.get(null);
        }
        return s;
    }

    private static String executable(Executable e) {
        StringBuilder sb = new StringBuilder(e instanceof Method ? "method " : "constructor ")
                .append(e.toGenericString())
                .append(" synthetic=").append(e.isSynthetic())
                .append(" varargs=").append(e.isVarArgs())
                .append(" exceptions ").append(Arrays.toString(e.getGenericExceptionTypes()))
                .append(" annotations ").append(sorted(e.getAnnotations()))
                .append(" parameterAnnotations ").append(Arrays.stream(e.getParameterAnnotations())
                        .map(ReflectiveShape::sorted).toList())
                .append(" parameters [");
        for (Parameter p : e.getParameters()) {
            sb.append(Modifier.toString(p.getModifiers())).append(' ').append(p.getParameterizedType()).append(' ')
                    .append(p.getName()).append(" named=").append(p.isNamePresent())
                    .append(" implicit=").append(p.isImplicit()).append(" synthetic=").append(p.isSynthetic())
                    .append(" annotatedType ").append(annotated(p.getAnnotatedType())).append("; ");
        }
        return sb.append(']').toString();
    }

    private static String annotated(AnnotatedType t) {
        return t.getType() + " " + sorted(t.getAnnotations());
    }

    private static List<String> sorted(java.lang.annotation.Annotation[] annotations) {
        return Arrays.stream(annotations).map(Object::toString).sorted().collect(Collectors.toList());
    }

    private static String value(Object v) {
        return v == null ? "null" : Arrays.deepToString(new Object[] {v});
    }

    private static String name(Class<?> c) {
        return c == null ? null : c.getName();
    }
}
